import torch


def build_output_mask(output_ids: torch.Tensor, vocab_size: int) -> torch.Tensor:
    mask = torch.zeros(output_ids.shape[0], vocab_size, dtype=torch.bool)
    return mask.scatter(1, output_ids, True)


def repetition_penalty_rows(penalties: torch.Tensor) -> list:
    values = penalties.to(torch.float32).tolist()
    return [i for i, p in enumerate(values) if p != 1.0]


def apply_repetition_penalty(logits: torch.Tensor, mask: torch.Tensor, penalty: torch.Tensor) -> torch.Tensor:
    penalty = penalty[:, None]
    penalized = torch.where(logits > 0, logits / penalty, logits * penalty)
    return torch.where(mask, penalized, logits)
