import torch.nn.functional as F
from torch import nn

ACT2FN = {"silu": F.silu, "gelu": F.gelu, "relu": F.relu}


class BlockSparseTop2MLP(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.w1 = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.w2 = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.w3 = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.act_fn = ACT2FN[config.hidden_act]

    def forward(self, hidden_states):
        return self.w2(self.act_fn(self.w1(hidden_states)) * self.w3(hidden_states))


class TopKRouter(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.top_k = config.num_experts_per_tok
        self.jitter_noise = config.router_jitter_noise
        self.norm_topk_prob = config.norm_topk_prob
        self.gate = nn.Linear(config.hidden_size, config.num_local_experts, bias=False)

    def forward(self, hidden_states):
        if self.training and self.jitter_noise > 0:
            hidden_states = hidden_states * hidden_states.new_empty(hidden_states.shape).uniform_(
                1.0 - self.jitter_noise, 1.0 + self.jitter_noise
            )
        router_logits = self.gate(hidden_states)
        routing_weights = F.softmax(router_logits, dim=1, dtype=hidden_states.dtype)
        routing_weights, selected_experts = routing_weights.topk(self.top_k, dim=-1)
        if self.norm_topk_prob:
            routing_weights = routing_weights / routing_weights.sum(dim=-1, keepdim=True)
        return router_logits, routing_weights, selected_experts
