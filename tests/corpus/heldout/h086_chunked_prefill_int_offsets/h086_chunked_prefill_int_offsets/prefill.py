import torch

from .chunking import chunk_offsets

PREFILL_CHUNK_SIZE = 4


@torch.compile(fullgraph=True)
def chunked_prefill_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    num_tokens, num_heads, head_dim = q.shape
    offsets = chunk_offsets(num_tokens, PREFILL_CHUNK_SIZE)
    outs = []
    for start, end in zip(offsets[:-1], offsets[1:]):
        q_chunk = q[start:end].transpose(0, 1)
        k_ctx = k[:end].transpose(0, 1)
        v_ctx = v[:end].transpose(0, 1)
        scores = q_chunk @ k_ctx.transpose(-1, -2) * head_dim**-0.5
        pos_q = torch.arange(start, end)[:, None]
        pos_k = torch.arange(end)[None, :]
        scores = scores.masked_fill(pos_k > pos_q, float("-inf"))
        outs.append((torch.softmax(scores, dim=-1) @ v_ctx).transpose(0, 1))
    return torch.cat(outs, dim=0)
