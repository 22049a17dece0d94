"""Host reference of build_tree_kernel: picks the best draft nodes and builds the
tree attention mask.  Registered as a custom op so that the CUDA kernel can be
swapped in later."""
import heapq
from typing import List, Tuple

import torch


def _ancestors(node: int, parents: List[int]) -> List[int]:
    chain = []
    while node >= 0:
        chain.append(node)
        node = parents[node]
    return chain


@torch.library.custom_op("blind39_s348::build_draft_tree", mutates_args=())
def build_draft_tree(
    scores: torch.Tensor, parents: torch.Tensor, num_verify_tokens: int
) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    bs, num_candidates = scores.shape
    n = num_verify_tokens
    tree_mask = torch.zeros(bs, n + 1, n + 1, dtype=torch.bool)
    positions = torch.zeros(bs, n + 1, dtype=torch.long)
    selected = torch.zeros(bs, n, dtype=torch.long)
    for b in range(bs):
        score_row = scores[b].tolist()
        parent_row = parents[b].tolist()
        top = heapq.nlargest(n, range(num_candidates), key=score_row.__getitem__)
        top.sort()
        slot_of = {node: i + 1 for i, node in enumerate(top)}
        tree_mask[b, :, 0] = True
        for node, slot in slot_of.items():
            chain = _ancestors(node, parent_row)
            positions[b, slot] = len(chain)
            for anc in chain:
                if anc in slot_of:
                    tree_mask[b, slot, slot_of[anc]] = True
        tree_mask[b].fill_diagonal_(True)
        selected[b] = torch.tensor(top, dtype=torch.long)
    return tree_mask.to(scores.device), positions.to(scores.device), selected.to(scores.device)


@build_draft_tree.register_fake
def _(scores, parents, num_verify_tokens):
    bs = scores.shape[0]
    n = num_verify_tokens
    return (
        scores.new_empty(bs, n + 1, n + 1, dtype=torch.bool),
        scores.new_empty(bs, n + 1, dtype=torch.long),
        scores.new_empty(bs, n, dtype=torch.long),
    )
