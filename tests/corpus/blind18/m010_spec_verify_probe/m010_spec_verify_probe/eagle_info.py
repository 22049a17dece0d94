from dataclasses import dataclass

import torch

from .spec_utils import verify_tree_greedy


@dataclass
class EagleVerifyOutput:
    accept_length: torch.Tensor
    verified_id: torch.Tensor


@dataclass
class EagleVerifyInput:
    draft_token: torch.Tensor
    spec_steps: int = 3
    topk: int = 1

    def verify(self, logits: torch.Tensor) -> EagleVerifyOutput:
        bs = self.draft_token.shape[0] // (self.spec_steps + 1)
        candidates = self.draft_token.view(bs, self.spec_steps + 1)
        target_predict = torch.argmax(logits, dim=-1).view(bs, self.spec_steps + 1)
        accept_length = verify_tree_greedy(candidates, target_predict)
        verified_id = torch.gather(target_predict, 1, accept_length.unsqueeze(1)).squeeze(1)
        return EagleVerifyOutput(accept_length=accept_length, verified_id=verified_id)


@torch.compile(fullgraph=True)
def eagle_verify_step(draft_token: torch.Tensor, logits: torch.Tensor):
    out = EagleVerifyInput(draft_token=draft_token, spec_steps=3).verify(logits)
    return out.accept_length, out.verified_id
