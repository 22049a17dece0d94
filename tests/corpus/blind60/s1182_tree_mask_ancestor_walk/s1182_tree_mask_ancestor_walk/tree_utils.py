from typing import List

import torch


def compute_tree_positions(parents: List[int], prefix_len: int) -> List[int]:
    depth = [0] * len(parents)
    for i, p in enumerate(parents):
        if i == 0:
            continue
        depth[i] = depth[p] + 1
    return [prefix_len + d for d in depth]


def build_tree_attention_mask(
    parent_list: torch.Tensor,
    num_draft_tokens: int,
    device: torch.device,
) -> torch.Tensor:
    """Boolean (num_draft_tokens, num_draft_tokens) mask; node i sees itself and its ancestors."""
    mask = torch.eye(num_draft_tokens, dtype=torch.bool, device=device)
    parents = parent_list.tolist()
    for node in range(1, num_draft_tokens):
        parent = parents[node]
        while parent >= 0:
            mask[node, parent] = True
            parent = parents[parent]
    return mask


def expand_tree_mask_for_batch(
    tree_mask: torch.Tensor,
    seq_lens: torch.Tensor,
    max_seq_len: int,
) -> torch.Tensor:
    bs = seq_lens.shape[0]
    n = tree_mask.shape[0]
    prefix = torch.arange(max_seq_len, device=tree_mask.device)[None, :] < seq_lens[:, None]
    prefix = prefix[:, None, :].expand(bs, n, max_seq_len)
    tree = tree_mask[None].expand(bs, n, n)
    return torch.cat([prefix, tree], dim=-1)
