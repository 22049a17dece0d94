from dataclasses import dataclass

import torch

from .verify_kernels import TREE_VERIFIERS


@dataclass
class EagleVerifyInput:
    draft_token: torch.Tensor        # [num_nodes]
    retrieve_index: torch.Tensor     # [bs, num_paths, depth]
    path_mask: torch.Tensor          # [bs, num_paths, depth]
    verify_mode: str = "greedy"

    def verify(self, logits: torch.Tensor):
        target_predict = torch.argmax(logits, dim=-1)
        verify_fn = TREE_VERIFIERS[self.verify_mode]
        accept_length, accept_path, bonus = verify_fn(
            self.draft_token, target_predict, self.retrieve_index, self.path_mask
        )
        return accept_length, accept_path, bonus
