import torch

from .launch import cdiv, jit
from .moe_align import moe_align_block_size

BLOCK_SIZE_M = 4
TOP_K = 2


@jit(constexprs=("BLOCK_SIZE_M", "TOP_K"))
def fused_moe_kernel(pid, a, w, out, sorted_token_ids, expert_ids, BLOCK_SIZE_M, TOP_K):
    pid_m = pid[0]
    offs = pid_m * BLOCK_SIZE_M + torch.arange(BLOCK_SIZE_M)
    slot = sorted_token_ids[offs]
    valid = slot < out.shape[0]
    slot = torch.where(valid, slot, torch.zeros_like(slot))
    expert = expert_ids[pid_m]
    rows = a[slot // TOP_K] if a.shape[0] * TOP_K == out.shape[0] else a[slot]
    acc = rows @ w[expert].t()
    out.index_put_((slot,), acc * valid[:, None], accumulate=True)


def _invoke_fused_moe_kernel(a, w, out, sorted_token_ids, expert_ids, num_tokens_post_padded, top_k):
    grid = lambda meta: (cdiv(int(num_tokens_post_padded.item()), meta["BLOCK_SIZE_M"]),)
    fused_moe_kernel[grid](
        a, w, out, sorted_token_ids, expert_ids, BLOCK_SIZE_M=BLOCK_SIZE_M, TOP_K=top_k
    )


@torch.compile(fullgraph=True)
def fused_experts(hidden, w1, w2, router_logits):
    num_tokens = hidden.shape[0]
    num_experts = w1.shape[0]
    probs = torch.softmax(router_logits, dim=-1)
    topk_weights, topk_ids = torch.topk(probs, TOP_K, dim=-1)
    topk_weights = topk_weights / topk_weights.sum(dim=-1, keepdim=True)

    sorted_ids, expert_ids, n_post_pad = moe_align_block_size(topk_ids, BLOCK_SIZE_M, num_experts)

    inter = hidden.new_zeros(num_tokens * TOP_K, w1.shape[1])
    _invoke_fused_moe_kernel(hidden, w1, inter, sorted_ids, expert_ids, n_post_pad, TOP_K)
    inter = torch.nn.functional.silu(inter)

    out = hidden.new_zeros(num_tokens * TOP_K, w2.shape[1])
    _invoke_fused_moe_kernel(inter, w2, out, sorted_ids, expert_ids, n_post_pad, 1)
    out = out.view(num_tokens, TOP_K, -1) * topk_weights.unsqueeze(-1)
    return out.sum(dim=1)
