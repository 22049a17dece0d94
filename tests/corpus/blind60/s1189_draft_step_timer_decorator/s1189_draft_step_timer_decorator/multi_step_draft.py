from typing import List

import torch
import torch.nn as nn

from .spec_utils import fast_topk, select_top_k_tokens
from .utils import record_step_time


class EagleMultiStepDraft(nn.Module):
    def __init__(self, vocab_size: int = 32, hidden_size: int = 8, topk: int = 2, num_steps: int = 3):
        super().__init__()
        self.topk = topk
        self.speculative_num_steps = num_steps
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.fc = nn.Linear(2 * hidden_size, hidden_size, bias=False)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    @record_step_time("eagle_draft_step")
    def draft_forward(self, input_ids: torch.Tensor, hidden_states: torch.Tensor):
        h = torch.tanh(self.fc(torch.cat([self.embed_tokens(input_ids), hidden_states], dim=-1)))
        probs = torch.softmax(self.lm_head(h), dim=-1)
        topk_p, topk_index = fast_topk(probs, self.topk, dim=-1)
        return topk_p, topk_index, h

    @torch.compile(fullgraph=True)
    def run_draft_steps(self, verified_id: torch.Tensor, hidden_states: torch.Tensor):
        topk_p, topk_index, hidden_states = self.draft_forward(verified_id, hidden_states)
        scores = None
        score_list: List[torch.Tensor] = []
        token_list: List[torch.Tensor] = []
        for step in range(self.speculative_num_steps):
            input_ids, hidden_states, scores, tree_info = select_top_k_tokens(
                step, topk_p, topk_index, hidden_states, scores, self.topk
            )
            score_list.append(tree_info[0])
            token_list.append(tree_info[1])
            if step == self.speculative_num_steps - 1:
                break
            topk_p, topk_index, hidden_states = self.draft_forward(input_ids, hidden_states)
        return torch.cat([s.flatten(1) for s in score_list], dim=1), torch.cat(token_list, dim=1)
