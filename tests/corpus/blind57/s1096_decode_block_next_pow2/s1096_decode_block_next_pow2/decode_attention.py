import math

import torch

from .triton_utils import launch_grid, next_power_of_2, num_warps_for_block

MAX_BLOCK_N = 64


def _decode_grouped_att_m_fwd(q, k_buffer, v_buffer, kv_len_mask, sm_scale, *, grid, block_n, num_warps):
    # Reference path of the split-kv kernel; grid / block_n / num_warps are launch params.
    scores = torch.einsum("bhd,bshd->bhs", q, k_buffer) * sm_scale
    scores = scores.masked_fill(~kv_len_mask[:, None, :], float("-inf"))
    lse = torch.logsumexp(scores, dim=-1)
    out = torch.einsum("bhs,bshd->bhd", torch.softmax(scores, dim=-1), v_buffer)
    return out, lse


def make_decode_attention(num_kv_splits: int = 2, logit_cap: float = 0.0):
    def decode_attention_fwd(q, k_buffer, v_buffer, seq_lens):
        batch, heads, head_dim = q.shape
        sm_scale = 1.0 / math.sqrt(head_dim)
        max_kv_len = int(seq_lens.max())
        block_n = min(MAX_BLOCK_N, next_power_of_2(max_kv_len))
        num_warps = num_warps_for_block(block_n)
        grid = launch_grid(batch, heads, num_kv_splits)
        positions = torch.arange(k_buffer.shape[1], device=q.device)
        kv_len_mask = positions[None, :] < seq_lens[:, None]
        out, _ = _decode_grouped_att_m_fwd(
            q, k_buffer, v_buffer, kv_len_mask, sm_scale,
            grid=grid, block_n=block_n, num_warps=num_warps,
        )
        if logit_cap > 0:
            out = logit_cap * torch.tanh(out / logit_cap)
        return out

    return decode_attention_fwd
