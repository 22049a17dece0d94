from dataclasses import dataclass

import torch


def verify_tree_greedy_func(
    candidates: torch.Tensor,
    retrive_next_token: torch.Tensor,
    retrive_next_sibling: torch.Tensor,
    target_predict: torch.Tensor,
    num_speculative_steps: int,
):
    return torch.ops.corpus_s1184.verify_tree_greedy(
        candidates,
        retrive_next_token,
        retrive_next_sibling,
        target_predict,
        num_speculative_steps,
    )


@dataclass
class EagleVerifyOutput:
    verified_id: torch.Tensor
    accept_length: torch.Tensor
    accepted_indices: torch.Tensor
    hidden_states: torch.Tensor


@dataclass
class EagleVerifyInput:
    draft_token: torch.Tensor
    retrive_next_token: torch.Tensor
    retrive_next_sibling: torch.Tensor
    spec_steps: int
    draft_token_num: int

    def verify(self, logits: torch.Tensor, hidden_states: torch.Tensor) -> EagleVerifyOutput:
        bs = self.draft_token.numel() // self.draft_token_num
        candidates = self.draft_token.reshape(bs, self.draft_token_num)
        target_predict = torch.argmax(logits, dim=-1)
        predicts, accept_index, accept_length = verify_tree_greedy_func(
            candidates,
            self.retrive_next_token,
            self.retrive_next_sibling,
            target_predict,
            self.spec_steps + 1,
        )
        flat_index = accept_index.clamp(min=0).flatten()
        valid = (accept_index >= 0).flatten()
        verified_id = torch.where(valid, predicts[flat_index], torch.zeros_like(flat_index))
        return EagleVerifyOutput(
            verified_id=verified_id,
            accept_length=accept_length,
            accepted_indices=flat_index,
            hidden_states=hidden_states[flat_index] * valid[:, None].to(hidden_states.dtype),
        )
