"""`paged_decode` custom op.

The op is opaque to the compiler: inside it we either launch the triton
kernel or run the reference implementation block by block.
"""
import torch

from ._triton_compat import HAS_TRITON, next_power_of_2


def _reference_paged_decode(
    query: torch.Tensor,
    key_cache: torch.Tensor,
    value_cache: torch.Tensor,
    block_tables: torch.Tensor,
    context_lens: torch.Tensor,
    scale: float,
) -> torch.Tensor:
    num_seqs, num_heads, head_size = query.shape
    block_size = key_cache.shape[1]
    out = torch.empty_like(query)
    for i in range(num_seqs):
        ctx = int(context_lens[i])
        n_blocks = (ctx + block_size - 1) // block_size
        blocks = block_tables[i, :n_blocks]
        k = key_cache[blocks].reshape(-1, num_heads, head_size)[:ctx]
        v = value_cache[blocks].reshape(-1, num_heads, head_size)[:ctx]
        scores = torch.einsum("hd,thd->ht", query[i], k) * scale
        out[i] = torch.einsum("ht,thd->hd", scores.softmax(-1), v)
    return out


@torch.library.custom_op("corpus_t015::paged_decode", mutates_args=())
def paged_decode(
    query: torch.Tensor,
    key_cache: torch.Tensor,
    value_cache: torch.Tensor,
    block_tables: torch.Tensor,
    context_lens: torch.Tensor,
    scale: float,
) -> torch.Tensor:
    if HAS_TRITON and query.is_cuda:  # pragma: no cover
        from ._triton_kernels import launch_paged_decode

        block_h = next_power_of_2(query.shape[1])
        return launch_paged_decode(query, key_cache, value_cache, block_tables, context_lens, scale, block_h)
    return _reference_paged_decode(query, key_cache, value_cache, block_tables, context_lens, scale)


if HAS_TRITON:  # pragma: no cover

    @paged_decode.register_fake
    def _(query, key_cache, value_cache, block_tables, context_lens, scale):
        return torch.empty_like(query)
