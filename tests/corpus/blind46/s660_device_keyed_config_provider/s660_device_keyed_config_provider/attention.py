import json

import torch

from .flags import FLAGS
from .providers import get_config_provider


def _record_miss(op, shape, cfg):
    with open(FLAGS.miss_log_path, "a") as f:
        f.write(json.dumps({"op": op, "shape": list(shape), "config": cfg}) + "\n")


class ChunkedPrefillAttention:
    op_name = "prefill_attention"

    def __init__(self, head_dim: int):
        self.scale = head_dim ** -0.5

    @torch.compile(fullgraph=True)
    def forward(self, q, k, v):
        provider = get_config_provider(q.device.type)
        cfg = provider.get_config(self.op_name, tuple(q.shape))
        if FLAGS.record_misses:
            _record_miss(self.op_name, q.shape, cfg)
        block_q, block_kv = cfg["block_q"], cfg["block_kv"]
        outs = []
        for qs in range(0, q.shape[0], block_q):
            qb = q[qs:qs + block_q] * self.scale
            m = torch.full((qb.shape[0], 1), float("-inf"))
            l = torch.zeros(qb.shape[0], 1)
            acc = torch.zeros_like(qb)
            for ks in range(0, k.shape[0], block_kv):
                s = qb @ k[ks:ks + block_kv].t()
                m_new = torch.maximum(m, s.amax(dim=-1, keepdim=True))
                p = torch.exp(s - m_new)
                corr = torch.exp(m - m_new)
                l = l * corr + p.sum(dim=-1, keepdim=True)
                acc = acc * corr + p @ v[ks:ks + block_kv]
                m = m_new
            outs.append(acc / l)
        return torch.cat(outs, dim=0)
