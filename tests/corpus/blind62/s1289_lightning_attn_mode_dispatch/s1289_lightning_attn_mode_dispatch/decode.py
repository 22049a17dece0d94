import torch

from .lightning_backend import ForwardMode, LightningAttnBackend, LightningAttnConfig

_config = LightningAttnConfig()
_backend = LightningAttnBackend(_config)


@torch.compile(fullgraph=True)
def lightning_attn_decode(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    kv_cache: torch.Tensor,
    state_indices: torch.Tensor,
    query_start_loc: torch.Tensor,
) -> torch.Tensor:
    bs = q.shape[0]
    q = q.view(bs, _config.num_heads, _config.head_dim)
    k = k.view(bs, _config.num_heads, _config.head_dim)
    v = v.view(bs, _config.num_heads, _config.head_dim)
    out = _backend.forward(q, k, v, kv_cache, state_indices, query_start_loc, ForwardMode.DECODE)
    return out.reshape(bs, -1)
