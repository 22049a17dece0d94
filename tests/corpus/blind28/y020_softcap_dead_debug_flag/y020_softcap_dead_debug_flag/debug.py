import torch


def dump_logit_stats(logits: torch.Tensor) -> None:
    print(f"logits: min={logits.min().item():.3f} max={logits.max().item():.3f}")
    if torch.isnan(logits).any():
        raise RuntimeError("NaN logits")
