import torch

from .config import SpecDecodeConfig


class RejectionSampler:
    """Standard speculative-sampling acceptance (Leviathan et al.)."""

    def __init__(self, config: SpecDecodeConfig):
        self.config = config

    def _acceptance_probs(self, target_probs, draft_probs, draft_tokens):
        idx = draft_tokens.unsqueeze(-1)
        p_target = target_probs.gather(-1, idx).squeeze(-1)
        p_draft = draft_probs.gather(-1, idx).squeeze(-1)
        return torch.clamp(p_target / (p_draft + self.config.eps), max=1.0)

    def _recovered_distribution(self, target_probs, draft_probs):
        residual = torch.clamp(target_probs - draft_probs, min=0.0)
        return residual / (residual.sum(-1, keepdim=True) + self.config.eps)

    def __call__(self, target_probs, draft_probs, draft_tokens):
        k = draft_tokens.shape[0]
        accept_p = self._acceptance_probs(target_probs[:k], draft_probs, draft_tokens)
        uniform = torch.rand_like(accept_p)
        accepted = (uniform < accept_p).to(torch.int64)
        # number of leading accepted tokens
        num_accepted = int(accepted.cumprod(0).sum().item())
        recovered = self._recovered_distribution(target_probs[:k], draft_probs)
        if num_accepted < k:
            fix_token = torch.argmax(recovered[num_accepted])
        else:
            fix_token = torch.argmax(target_probs[k])
        out = torch.cat([draft_tokens[:num_accepted], fix_token.view(1)])
        return out, num_accepted
