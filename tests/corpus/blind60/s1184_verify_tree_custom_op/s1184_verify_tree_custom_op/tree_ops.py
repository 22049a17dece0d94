"""Reference CPU implementation of the greedy tree-verification kernel."""
from typing import Tuple

import torch


@torch.library.custom_op("corpus_s1184::verify_tree_greedy", mutates_args=())
def verify_tree_greedy(
    candidates: torch.Tensor,
    retrive_next_token: torch.Tensor,
    retrive_next_sibling: torch.Tensor,
    target_predict: torch.Tensor,
    num_speculative_steps: int,
) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    bs, num_draft_tokens = candidates.shape
    predicts = torch.full((bs * num_draft_tokens,), -1, dtype=torch.int64)
    accept_index = torch.full((bs, num_speculative_steps), -1, dtype=torch.int64)
    accept_length = torch.zeros((bs,), dtype=torch.int64)

    cand = candidates.tolist()
    nxt = retrive_next_token.tolist()
    sib = retrive_next_sibling.tolist()
    tgt = target_predict.view(bs, num_draft_tokens).tolist()

    for b in range(bs):
        offset = b * num_draft_tokens
        last = 0
        num_accepted = 0
        accept_index[b, 0] = offset
        for _ in range(1, num_speculative_steps):
            cur = nxt[b][last]
            found = False
            while cur != -1:
                if cand[b][cur] == tgt[b][last]:
                    predicts[offset + last] = cand[b][cur]
                    num_accepted += 1
                    accept_index[b, num_accepted] = offset + cur
                    last = cur
                    found = True
                    break
                cur = sib[b][cur]
            if not found:
                break
        accept_length[b] = num_accepted
        predicts[offset + last] = tgt[b][last]
    return (
        predicts.to(candidates.device),
        accept_index.to(candidates.device),
        accept_length.to(candidates.device),
    )


@verify_tree_greedy.register_fake
def _(candidates, retrive_next_token, retrive_next_sibling, target_predict, num_speculative_steps):
    bs, num_draft_tokens = candidates.shape
    return (
        candidates.new_empty((bs * num_draft_tokens,), dtype=torch.int64),
        candidates.new_empty((bs, num_speculative_steps), dtype=torch.int64),
        candidates.new_empty((bs,), dtype=torch.int64),
    )
