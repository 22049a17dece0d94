import logging
import os
import threading
from dataclasses import dataclass

import torch
import torch.nn.functional as F

from .server_args import SERVER_ARGS

logger = logging.getLogger(__name__)
ATTENTION_BACKENDS = {}


def register_backend(name):
    def deco(cls):
        ATTENTION_BACKENDS[name] = cls
        return cls
    return deco


@dataclass
class ForwardBatch:
    req_pool_indices: torch.Tensor
    batch_size: int


@register_backend("torch_native")
class TorchNativeAttnBackend:
    def __init__(self, max_reqs, num_heads, head_dim, max_len=8):
        self.k_cache = torch.zeros(max_reqs, num_heads, max_len, head_dim)
        self.v_cache = torch.zeros(max_reqs, num_heads, max_len, head_dim)

    def forward_decode(self, q, k, v, layer_id, forward_batch: ForwardBatch):
        idx = forward_batch.req_pool_indices
        keys = torch.cat([self.k_cache.index_select(0, idx), k], dim=2)
        values = torch.cat([self.v_cache.index_select(0, idx), v], dim=2)
        return F.scaled_dot_product_attention(q, keys, values)


@register_backend("flashinfer")
class FlashInferAttnBackend:
    """Plans a paged decode wrapper on the host every step (not capturable)."""

    def __init__(self, max_reqs, num_heads, head_dim, max_len=8):
        self._plan_lock = threading.Lock()
        self._workspace = os.environ.get("SGLANG_FLASHINFER_WORKSPACE_SIZE", str(384 << 20))
        self.kv_indptr = [0] * (max_reqs + 1)

    def forward_decode(self, q, k, v, layer_id, forward_batch: ForwardBatch):
        with self._plan_lock:
            seq_lens = forward_batch.req_pool_indices.tolist()
            logger.info("flashinfer replan for %d requests", len(seq_lens))
            self.kv_indptr = [0] + [s + 1 for s in seq_lens]
        raise NotImplementedError("flashinfer is not installed in this build")


class MambaStateBackend:
    def __init__(self, max_reqs, num_heads, head_dim, d_state, conv_dim, d_conv):
        self.ssm_states = torch.zeros(max_reqs, num_heads, head_dim, d_state)
        self.conv_states = torch.zeros(max_reqs, conv_dim, d_conv - 1)

    def forward_decode(self, mixer, xBC, dt, layer_id, forward_batch: ForwardBatch):
        idx = forward_batch.req_pool_indices
        window = torch.cat([self.conv_states.index_select(0, idx), xBC.unsqueeze(-1)], dim=-1)
        xBC = F.silu((window * mixer.conv_weight).sum(-1))
        y, new_state = mixer.ssm_step(xBC, dt, self.ssm_states.index_select(0, idx))
        self.conv_states.index_copy_(0, idx, window[..., 1:])
        self.ssm_states.index_copy_(0, idx, new_state)
        if SERVER_ARGS.debug_dump_ssm_states:
            from .dump import dump_ssm_state

            dump_ssm_state(layer_id, idx, new_state)
        return y


class HybridLinearAttnBackend:
    def __init__(self, full_attn_backend, linear_attn_backend):
        self.full_attn_backend = full_attn_backend
        self.linear_attn_backend = linear_attn_backend
