from typing import Dict, Optional, Type

import torch

from .metadata import ForwardBatch, LinearAttnForwardMetadata


class LinearAttnBackendBase:
    def __init__(self, num_heads: int, head_dim: int, max_reqs: int):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.max_reqs = max_reqs
        self.req_to_state_slot = torch.arange(max_reqs, dtype=torch.int64)
        self.forward_metadata: Optional[LinearAttnForwardMetadata] = None

    def init_forward_metadata(self, forward_batch: ForwardBatch) -> None:
        raise NotImplementedError

    def forward_decode(self, q, k, v, g, ssm_states: torch.Tensor, forward_batch: ForwardBatch):
        raise NotImplementedError


class GatedDeltaNetBackend(LinearAttnBackendBase):
    @torch.compiler.disable
    def init_forward_metadata(self, forward_batch: ForwardBatch) -> None:
        state_indices = self.req_to_state_slot[forward_batch.req_pool_indices]
        self.forward_metadata = LinearAttnForwardMetadata(
            query_start_loc=None,
            state_indices=state_indices,
            seq_lens=forward_batch.seq_lens,
        )

    def forward_decode(self, q, k, v, g, ssm_states, forward_batch):
        self.init_forward_metadata(forward_batch)
        idx = self.forward_metadata.state_indices
        state = ssm_states.index_select(0, idx)  # (B, H, K, V)
        beta = torch.sigmoid(g)
        decay = torch.exp(-beta)[..., None, None]
        kv = k.unsqueeze(-1) * v.unsqueeze(-2)
        state = state * decay + beta[..., None, None] * kv
        ssm_states.index_copy_(0, idx, state)
        return torch.einsum("bhk,bhkv->bhv", q, state)


class LightningAttnBackend(LinearAttnBackendBase):
    def init_forward_metadata(self, forward_batch: ForwardBatch) -> None:
        self.forward_metadata = LinearAttnForwardMetadata(
            query_start_loc=None,
            state_indices=forward_batch.req_pool_indices,
        )

    def forward_decode(self, q, k, v, g, ssm_states, forward_batch):
        self.init_forward_metadata(forward_batch)
        idx = self.forward_metadata.state_indices
        state = ssm_states.index_select(0, idx)
        decay = torch.exp(-torch.nn.functional.softplus(g))[..., None, None]
        state = state * decay + k.unsqueeze(-1) * v.unsqueeze(-2)
        ssm_states.index_copy_(0, idx, state)
        return torch.einsum("bhk,bhkv->bhv", q, state)


LINEAR_ATTN_BACKENDS: Dict[str, Type[LinearAttnBackendBase]] = {
    "gdn": GatedDeltaNetBackend,
    "lightning": LightningAttnBackend,
}


def create_linear_attn_backend(name: str, num_heads: int, head_dim: int, max_reqs: int):
    try:
        backend_cls = LINEAR_ATTN_BACKENDS[name]
    except KeyError:
        raise ValueError(f"unknown linear attention backend {name!r}") from None
    return backend_cls(num_heads, head_dim, max_reqs)
