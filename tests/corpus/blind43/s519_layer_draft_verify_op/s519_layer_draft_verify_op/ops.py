"""Host-side acceptance kernel (stands in for a CUDA rejection-sampling kernel)."""
import torch


@torch.library.custom_op("blind43_s519::accept_prefix", mutates_args=())
def accept_prefix(draft_tokens: torch.Tensor, target_tokens: torch.Tensor) -> torch.Tensor:
    """1.0 for every draft position up to (and excluding) the first mismatch, else 0.0."""
    drafts = draft_tokens.tolist()
    targets = target_tokens.tolist()
    accepted = 0
    for d, t in zip(drafts, targets):
        if d != t:
            break
        accepted += 1
    out = torch.zeros(draft_tokens.shape[0], dtype=torch.float32, device=draft_tokens.device)
    out[:accepted] = 1.0
    return out


@accept_prefix.register_fake
def _(draft_tokens: torch.Tensor, target_tokens: torch.Tensor) -> torch.Tensor:
    return draft_tokens.new_empty(draft_tokens.shape[0], dtype=torch.float32)
