import torch


class GreedyVerifier:
    def accept_mask(self, target_ids: torch.Tensor, draft_ids: torch.Tensor) -> torch.Tensor:
        k = draft_ids.shape[0]
        match = target_ids[:k] == draft_ids
        return match.to(torch.int64).cumprod(0).bool()

    def bonus_token(self, target_ids, accepted):
        raise NotImplementedError


class BonusTokenVerifier(GreedyVerifier):
    """Appends the target's next token after the accepted prefix."""

    def __init__(self, pad_id: int = -1):
        self.pad_id = pad_id

    def bonus_token(self, target_ids, accepted):
        k = accepted.shape[0]
        if accepted.all():
            # every draft token matched: the bonus comes from the extra position
            return target_ids[k]
        first_reject = (~accepted).to(torch.int64).argmax()
        return target_ids[first_reject]

    def finalize(self, target_ids, draft_ids):
        accepted = self.accept_mask(target_ids, draft_ids)
        out = torch.where(accepted, draft_ids, torch.full_like(draft_ids, self.pad_id))
        return out, self.bonus_token(target_ids, accepted)
