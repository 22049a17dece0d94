from __future__ import annotations

from typing import Callable, Dict, Type

import torch

from .spec_config import SpecDecodeConfig

_VERIFIERS: Dict[str, Type["BaseVerifier"]] = {}

PLACEHOLDER_TOKEN_ID = -1


def register_verifier(name: str) -> Callable[[type], type]:
    def deco(cls):
        _VERIFIERS[name] = cls
        return cls

    return deco


def get_verifier(config: SpecDecodeConfig) -> "BaseVerifier":
    return _VERIFIERS[config.acceptance_method](config)


class BaseVerifier:
    def __init__(self, config: SpecDecodeConfig):
        self.config = config
        self.k = config.num_speculative_tokens

    def accept_mask(self, target_probs, draft_probs, draft_token_ids, uniform):
        raise NotImplementedError

    def _create_output(self, accepted, draft_token_ids, bonus_token_ids):
        # accepted: [bs, k] bool. Tokens after the first rejection are dropped.
        limits = accepted.long().cumprod(dim=-1)
        output = torch.where(
            limits.bool(), draft_token_ids, torch.full_like(draft_token_ids, PLACEHOLDER_TOKEN_ID)
        )
        all_accepted = limits[:, -1:].bool()
        bonus = torch.where(all_accepted, bonus_token_ids, torch.full_like(bonus_token_ids, PLACEHOLDER_TOKEN_ID))
        if self.config.disable_bonus_tokens:
            bonus = torch.full_like(bonus, PLACEHOLDER_TOKEN_ID)
        return self._maybe_fill_bonus(output, bonus, all_accepted)

    def _maybe_fill_bonus(self, output, bonus, all_accepted):
        # Skip the concat when no sequence in the batch earned a bonus token.
        if all_accepted.sum().item() == 0:
            return torch.cat([output, torch.full_like(bonus, PLACEHOLDER_TOKEN_ID)], dim=-1)
        return torch.cat([output, bonus], dim=-1)

    def __call__(self, target_probs, bonus_token_ids, draft_probs, draft_token_ids, uniform):
        accepted = self.accept_mask(target_probs, draft_probs, draft_token_ids, uniform)
        return self._create_output(accepted, draft_token_ids, bonus_token_ids)


@register_verifier("rejection_sampler")
class RejectionVerifier(BaseVerifier):
    def accept_mask(self, target_probs, draft_probs, draft_token_ids, uniform):
        idx = draft_token_ids.unsqueeze(-1)
        p_target = target_probs.gather(-1, idx).squeeze(-1)
        p_draft = draft_probs.gather(-1, idx).squeeze(-1).clamp_min(1e-10)
        ratio = (p_target / p_draft).clamp_max(1.0)
        return uniform < ratio


@register_verifier("typical_acceptance_sampler")
class TypicalAcceptanceVerifier(BaseVerifier):
    def accept_mask(self, target_probs, draft_probs, draft_token_ids, uniform):
        p_target = target_probs.gather(-1, draft_token_ids.unsqueeze(-1)).squeeze(-1)
        entropy = -(target_probs * torch.log(target_probs + 1e-5)).sum(-1)
        threshold = torch.minimum(
            torch.full_like(entropy, self.config.posterior_threshold),
            self.config.posterior_alpha * torch.exp(-entropy),
        )
        return p_target > threshold
