from typing import List

import torch

from .stop_utils import make_stop_token_tensor, update_finished_mask


class InputBatch:
    def __init__(self, max_num_reqs: int, eos_token_id: int, stop_token_ids: List[int], max_tokens: List[int]):
        self.max_num_reqs = max_num_reqs
        self.stop_token_ids = make_stop_token_tensor(eos_token_id, stop_token_ids)
        self.max_tokens = torch.tensor(max_tokens, dtype=torch.long)
        self.num_generated = torch.zeros(max_num_reqs, dtype=torch.long)

    def append_and_check(self, output_token_ids: torch.Tensor, sampled: torch.Tensor, finished: torch.Tensor):
        sampled = torch.where(finished, torch.zeros_like(sampled), sampled)
        output_token_ids = torch.cat([output_token_ids, sampled[:, None]], dim=1)
        self.num_generated.add_((~finished).long())
        finished = update_finished_mask(
            output_token_ids, self.num_generated, finished, self.stop_token_ids, self.max_tokens
        )
        return output_token_ids, finished


input_batch = InputBatch(max_num_reqs=2, eos_token_id=2, stop_token_ids=[128001, 128009], max_tokens=[16, 4])
append_and_check = torch.compile(input_batch.append_and_check, fullgraph=True)
