import torch
import torch.nn as nn

from .modeling_policy import PolicyConfig, PolicyModel


def logprobs_from_logits(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    logp = torch.log_softmax(logits.float(), dim=-1)
    return torch.gather(logp, dim=-1, index=labels.unsqueeze(-1)).squeeze(-1)


class Actor(nn.Module):
    """Policy wrapper shared by the rollout and the update step of the RL trainer."""

    def __init__(self, config: PolicyConfig, gradient_checkpointing: bool = True):
        super().__init__()
        self.model = PolicyModel(config)
        if gradient_checkpointing:
            self.model.gradient_checkpointing_enable(
                gradient_checkpointing_kwargs={"use_reentrant": False}
            )

    def forward(self, sequences: torch.Tensor, attention_mask: torch.Tensor, num_actions: int = 3):
        logits = self.model(sequences, attention_mask=attention_mask)
        log_probs = logprobs_from_logits(logits[:, :-1, :], sequences[:, 1:])
        return log_probs[:, -num_actions:]


actor = Actor(PolicyConfig())
compute_action_logprobs = torch.compile(actor, fullgraph=True)
