import torch


def _count_accepted(draft_ids: torch.Tensor, target_ids: torch.Tensor) -> int:
    n = 0
    while n < draft_ids.shape[0] and draft_ids[n] == target_ids[n]:
        n += 1
    return n


def greedy_verify(draft_ids: torch.Tensor, target_logits: torch.Tensor):
    target_ids = target_logits.argmax(dim=-1)
    num_accepted = _count_accepted(draft_ids, target_ids[:-1])
    bonus = target_ids[num_accepted]
    return num_accepted, bonus


@torch.compile(fullgraph=True)
def verify_step(draft_ids: torch.Tensor, target_logits: torch.Tensor) -> torch.Tensor:
    num_accepted, bonus = greedy_verify(draft_ids, target_logits)
    return torch.cat([draft_ids[:num_accepted], bonus.view(1)])
