import torch
from torch import nn

from .draft_steps import draft_step_schedule, select_top_tokens
from .server_args import get_global_server_args


class EagleDraftHead(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.fc = nn.Linear(2 * hidden_size, hidden_size, bias=False)
        self.layer = nn.Linear(hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, hidden_states: torch.Tensor):
        h = self.fc(torch.cat([self.embed_tokens(input_ids), hidden_states], dim=-1))
        h = torch.relu(self.layer(h))
        return self.lm_head(h), h


class EagleDraftWorker(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16):
        super().__init__()
        self.server_args = get_global_server_args()
        self.topk = self.server_args.speculative_eagle_topk
        self.draft_model = EagleDraftHead(hidden_size, vocab_size)
        self.confidence_head = nn.Linear(hidden_size, self.server_args.speculative_num_steps)

    def draft_forward(self, hidden_states: torch.Tensor, input_ids: torch.Tensor) -> torch.Tensor:
        confidence = torch.sigmoid(self.confidence_head(hidden_states).mean(dim=0))
        token_list = [input_ids]
        for step in draft_step_schedule(self.server_args, confidence):
            logits, hidden_states = self.draft_model(token_list[-1], hidden_states)
            _, topk_index = select_top_tokens(logits, self.topk)
            token_list.append(topk_index[:, 0])
        return torch.stack(token_list[1:], dim=1)


worker = EagleDraftWorker()
draft_forward = torch.compile(worker.draft_forward, fullgraph=True)
