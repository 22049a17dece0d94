import torch

from . import accept


class DraftVerifier:
    def __init__(self, num_spec_tokens: int):
        self.num_spec_tokens = num_spec_tokens

    def _emit(self, target_tokens: torch.Tensor, num_accepted: int) -> torch.Tensor:
        out = target_tokens.new_full((target_tokens.shape[0], self.num_spec_tokens + 1), -1)
        for pos in range(num_accepted + 1):
            out[:, pos] = target_tokens[:, pos]
        return out

    @torch.compile(fullgraph=True)
    def verify(self, draft_logits: torch.Tensor, target_logits: torch.Tensor) -> torch.Tensor:
        draft_tokens = draft_logits[:, : self.num_spec_tokens].argmax(dim=-1)
        target_tokens = target_logits.argmax(dim=-1)
        prefix = accept.accepted_prefix_mask(draft_tokens, target_tokens)
        num_accepted = accept.count_accepted(prefix)
        return self._emit(target_tokens, num_accepted)
