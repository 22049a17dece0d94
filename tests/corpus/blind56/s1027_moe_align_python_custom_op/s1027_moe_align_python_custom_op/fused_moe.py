import torch
import torch.nn.functional as F

from .moe_align import moe_align_block_size


def fused_experts(
    hidden_states: torch.Tensor,
    w13: torch.Tensor,
    w2: torch.Tensor,
    topk_weights: torch.Tensor,
    topk_ids: torch.Tensor,
    block_size: int = 4,
) -> torch.Tensor:
    num_tokens, hidden = hidden_states.shape
    top_k = topk_ids.shape[1]
    num_experts = w13.shape[0]

    sorted_ids, expert_ids, _num_post_pad = moe_align_block_size(topk_ids, num_experts, block_size)
    sorted_ids = sorted_ids.long()

    # one extra zero row / weight absorbs padding slots
    x_pad = torch.cat([hidden_states, hidden_states.new_zeros(1, hidden)], dim=0)
    w_pad = torch.cat([topk_weights.flatten(), topk_weights.new_zeros(1)], dim=0)
    token_idx = torch.where(sorted_ids < num_tokens * top_k, sorted_ids // top_k, num_tokens)

    x_blocks = x_pad[token_idx].view(-1, block_size, hidden)
    w13_blocks = w13[expert_ids.long()]
    w2_blocks = w2[expert_ids.long()]
    gate_up = torch.bmm(x_blocks, w13_blocks.transpose(1, 2))
    gate, up = gate_up.chunk(2, dim=-1)
    out_blocks = torch.bmm(F.silu(gate) * up, w2_blocks.transpose(1, 2))

    out = out_blocks.reshape(-1, hidden) * w_pad[sorted_ids].unsqueeze(-1).to(out_blocks.dtype)
    result = hidden_states.new_zeros(num_tokens + 1, hidden)
    result.index_add_(0, token_idx, out)
    return result[:num_tokens]
