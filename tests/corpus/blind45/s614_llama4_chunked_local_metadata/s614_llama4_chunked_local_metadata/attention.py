import torch

from .metadata import ChunkedLocalMetadata

ATTENTION_CHUNK_SIZE = 2


def seq_lens_from_padding_mask(attention_mask: torch.Tensor) -> torch.Tensor:
    return attention_mask.sum(dim=-1).to(torch.int64)


@torch.compile(fullgraph=True, dynamic=False)
def chunked_local_prefill(q, k, v, attention_mask):
    batch, max_len, head_dim = q.shape
    seq_lens = seq_lens_from_padding_mask(attention_mask)
    meta = ChunkedLocalMetadata.from_seq_lens(seq_lens, ATTENTION_CHUNK_SIZE)
    allowed = meta.dense_mask(batch, max_len, q.device)
    scores = torch.einsum("bqd,bkd->bqk", q, k) * head_dim ** -0.5
    scores = scores.masked_fill(~allowed, torch.finfo(scores.dtype).min)
    return torch.einsum("bqk,bkd->bqd", torch.softmax(scores, dim=-1), v)
