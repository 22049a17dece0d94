from dataclasses import dataclass

import torch
import torch.nn as nn

from .base_worker import SpeculativeWorkerBase


@dataclass
class EagleWorkerArgs:
    hidden_size: int = 8
    vocab_size: int = 16
    speculative_num_steps: int = 3
    speculative_eagle_topk: int = 2


class EagleDraftHead(nn.Module):
    """EAGLE head: fuse [embed(token), feature] -> one decoder-ish layer -> lm_head."""

    def __init__(self, args: EagleWorkerArgs):
        super().__init__()
        self.embed_tokens = nn.Embedding(args.vocab_size, args.hidden_size)
        self.fc = nn.Linear(2 * args.hidden_size, args.hidden_size, bias=False)
        self.mlp = nn.Sequential(
            nn.Linear(args.hidden_size, 2 * args.hidden_size),
            nn.SiLU(),
            nn.Linear(2 * args.hidden_size, args.hidden_size),
        )
        self.lm_head = nn.Linear(args.hidden_size, args.vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, hidden_states: torch.Tensor):
        fused = self.fc(torch.cat([self.embed_tokens(input_ids), hidden_states], dim=-1))
        out = fused + self.mlp(fused)
        return self.lm_head(out), out


class EagleDraftWorker(SpeculativeWorkerBase):
    def __init__(self, args: EagleWorkerArgs):
        super().__init__(args.speculative_num_steps, args.speculative_eagle_topk)
        self.draft_head = EagleDraftHead(args)

    def select_top_k_tokens(self, step, topk_p, topk_index, hidden_states, scores):
        topk = self.topk
        if step == 0:
            # first step after the target model's extend: fan out every request
            input_ids = topk_index.flatten()
            hidden_states = hidden_states.repeat_interleave(topk, dim=0)
            scores = topk_p
            tree_info = (
                topk_p.unsqueeze(1),
                topk_index,
                torch.arange(-1, topk, dtype=torch.long, device=topk_p.device)
                .unsqueeze(0)
                .repeat(topk_p.shape[0], 1),
            )
        else:
            expand_scores = torch.mul(scores.unsqueeze(2), topk_p.reshape(-1, topk, topk))
            topk_cs_p, topk_cs_index = torch.topk(expand_scores.flatten(start_dim=1), topk, dim=-1)
            scores = topk_cs_p
            topk_index = topk_index.reshape(-1, topk**2)
            input_ids = torch.gather(topk_index, index=topk_cs_index, dim=1).flatten()
            selected = topk_cs_index.flatten() // topk + torch.arange(
                0, hidden_states.shape[0], step=topk, device=hidden_states.device
            ).repeat_interleave(topk)
            hidden_states = hidden_states[selected, :]
            tree_info = (
                expand_scores,
                topk_index,
                topk_cs_index + (topk**2 * (step - 1) + topk),
            )
        return input_ids, hidden_states, scores, tree_info

    @torch.compile(fullgraph=True)
    def draft_forward(self, hidden_states: torch.Tensor, verified_id: torch.Tensor):
        score_list, token_list, parents_list = [], [], []
        input_ids, scores = verified_id, None
        for step in range(self.speculative_num_steps):
            logits, hidden_states = self.draft_head(input_ids, hidden_states)
            topk_p, topk_index = torch.softmax(logits, dim=-1).topk(self.topk, dim=-1)
            input_ids, hidden_states, scores, tree_info = self.select_top_k_tokens(
                step, topk_p, topk_index, hidden_states, scores
            )
            score_list.append(tree_info[0])
            token_list.append(tree_info[1])
            parents_list.append(tree_info[2])
        self.forward_ct += 1
        return self._finalize_draft(score_list, token_list, parents_list)
