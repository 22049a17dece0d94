import torch


@torch.library.custom_op("corpus_s158::paged_decode", mutates_args=())
def paged_decode(
    q: torch.Tensor,
    k_cache: torch.Tensor,
    v_cache: torch.Tensor,
    block_tables: torch.Tensor,
    seq_lens: torch.Tensor,
    scale: float,
) -> torch.Tensor:
    # Reference kernel: walks each sequence's block table in Python.
    out = torch.empty_like(q)
    block_size = k_cache.shape[1]
    for i, seq_len in enumerate(seq_lens.tolist()):
        n_blocks = (seq_len + block_size - 1) // block_size
        blocks = block_tables[i, :n_blocks].tolist()
        k = torch.cat([k_cache[b] for b in blocks])[:seq_len]
        v = torch.cat([v_cache[b] for b in blocks])[:seq_len]
        scores = torch.einsum("hd,thd->ht", q[i], k) * scale
        out[i] = torch.einsum("ht,thd->hd", scores.softmax(-1), v)
    return out


@paged_decode.register_fake
def _(q, k_cache, v_cache, block_tables, seq_lens, scale):
    return torch.empty_like(q)
