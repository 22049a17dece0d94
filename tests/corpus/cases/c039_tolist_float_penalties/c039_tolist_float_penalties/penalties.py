import torch


def _repetition_penalty(logits: torch.Tensor, penalty: float) -> torch.Tensor:
    top = logits[0, :4]
    seen = {round(v, 3) for v in top.tolist()}
    return logits / penalty if seen else logits


def _apply(logits: torch.Tensor) -> torch.Tensor:
    return torch.log_softmax(_repetition_penalty(logits, 1.1), dim=-1)


apply_penalties = torch.compile(_apply, fullgraph=True)
