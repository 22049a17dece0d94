"""MPT/BLOOM-style attention with ALiBi bias over a left-padded batch."""
import torch
import torch.nn.functional as F

from .alibi import get_alibi_slopes, padded_alibi_bias

NUM_HEADS = 6
HEAD_DIM = 8

# computed once at import; head count 6 exercises the non power-of-two branch
ALIBI_SLOPES = torch.tensor(get_alibi_slopes(NUM_HEADS), dtype=torch.float32)


@torch.compile(fullgraph=True, dynamic=False)
def alibi_attention_forward(query, key, value, attention_mask):
    """query/key/value: (B, L, H * D); attention_mask: (B, L) with 1 for real tokens."""
    bsz, seq_len, _ = query.shape
    q = query.view(bsz, seq_len, NUM_HEADS, HEAD_DIM).transpose(1, 2)
    k = key.view(bsz, seq_len, NUM_HEADS, HEAD_DIM).transpose(1, 2)
    v = value.view(bsz, seq_len, NUM_HEADS, HEAD_DIM).transpose(1, 2)
    bias = padded_alibi_bias(ALIBI_SLOPES.to(query.dtype), attention_mask)
    scores = torch.matmul(q, k.transpose(-1, -2)) / (HEAD_DIM ** 0.5) + bias
    # fully padded query rows are all -inf: keep softmax finite
    scores = scores.masked_fill(attention_mask[:, None, :, None] == 0, 0.0)
    probs = F.softmax(scores, dim=-1)
    out = torch.matmul(probs, v)
    return out.transpose(1, 2).reshape(bsz, seq_len, NUM_HEADS * HEAD_DIM)
