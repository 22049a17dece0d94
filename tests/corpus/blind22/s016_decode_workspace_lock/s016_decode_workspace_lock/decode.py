import math

import torch

from .workspace import WorkspaceManager


def _num_splits(seq_len: int, chunk: int) -> int:
    return max(1, (seq_len + chunk - 1) // chunk)


class SplitKVDecodeWrapper:
    """Flash-decoding: each KV chunk produces a partial output + LSE, then merge."""

    def __init__(self, kv_chunk_size: int = 8, sm_scale=None):
        self.kv_chunk_size = kv_chunk_size
        self.sm_scale = sm_scale
        self._workspace = WorkspaceManager.instance()

    def _partial_buffers(self, b, h, d, splits, device):
        n_out = splits * b * h * d
        n_lse = splits * b * h
        ws = self._workspace.get(n_out + n_lse, torch.float32, device)
        o = ws[:n_out].view(splits, b, h, d)
        lse = ws[n_out:].view(splits, b, h)
        return o, lse

    def run(self, q, k_cache, v_cache):
        b, h, d = q.shape
        seq = k_cache.shape[1]
        scale = self.sm_scale or 1.0 / math.sqrt(d)
        splits = _num_splits(seq, self.kv_chunk_size)
        o_part, lse_part = self._partial_buffers(b, h, d, splits, q.device)
        for s in range(splits):
            lo = s * self.kv_chunk_size
            hi = min(seq, lo + self.kv_chunk_size)
            k = k_cache[:, lo:hi]
            v = v_cache[:, lo:hi]
            logits = torch.einsum("bhd,bshd->bhs", q.float(), k.float()) * scale
            lse = torch.logsumexp(logits, dim=-1)
            o_part[s] = torch.einsum("bhs,bshd->bhd", torch.exp(logits - lse[..., None]), v.float())
            lse_part[s] = lse
        return self._merge(o_part, lse_part).to(q.dtype)

    @staticmethod
    def _merge(o_part, lse_part):
        lse_max = lse_part.amax(dim=0, keepdim=True)
        w = torch.exp(lse_part - lse_max)
        w = w / w.sum(dim=0, keepdim=True)
        return (o_part * w[..., None]).sum(dim=0)


_wrapper = SplitKVDecodeWrapper(kv_chunk_size=8)


def decode_step_impl(q, k_cache, v_cache):
    return _wrapper.run(q, k_cache, v_cache)


decode_step = torch.compile(decode_step_impl, fullgraph=True)
