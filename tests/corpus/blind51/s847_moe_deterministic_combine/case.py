import torch

ENTRY = "s847_moe_deterministic_combine.moe_combine:combine"


def inputs():
    num_tokens, top_k, hidden = 4, 2, 8
    expert_out = torch.randn(num_tokens * top_k, hidden)
    topk_weights = torch.softmax(torch.randn(num_tokens, top_k), dim=-1)
    token_idx = torch.arange(num_tokens).repeat_interleave(top_k)
    return (expert_out, topk_weights, token_idx)
