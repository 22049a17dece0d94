import torch

PLACEHOLDER_TOKEN_ID = -1


def accepted_lengths(draft_probs: torch.Tensor, target_probs: torch.Tensor, uniform: torch.Tensor) -> torch.Tensor:
    """Number of leading draft tokens accepted per request."""
    ratio = (target_probs / draft_probs.clamp_min(1e-8)).clamp(max=1.0)
    accepted = (uniform < ratio).to(torch.int64)
    return accepted.cumprod(dim=-1).sum(dim=-1)


def fill_output(meta, num_accepted: torch.Tensor) -> torch.Tensor:
    out = torch.full(
        (meta.batch_size, meta.num_spec_tokens + 1),
        PLACEHOLDER_TOKEN_ID,
        dtype=torch.long,
    )
    longest = int(num_accepted.max())
    for pos in range(longest):
        keep = num_accepted > pos
        out[:, pos] = torch.where(keep, meta.draft_token_ids[:, pos], out[:, pos])
    rows = torch.arange(meta.batch_size)
    out[rows, num_accepted] = meta.bonus_token_ids
    return out
