import torch
import torch.nn.functional as F

from .modeling import CheckpointedDecoder

model = CheckpointedDecoder().train()
model.gradient_checkpointing_enable()


@torch.compile(fullgraph=True)
def train_forward(hidden_states, targets):
    preds = model(hidden_states)
    return F.mse_loss(preds, targets)
