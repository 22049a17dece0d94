import torch
from torch import nn

from .outputs import BaseModelOutput, SequenceClassifierOutput


class EncoderBlock(nn.Module):
    def __init__(self, hidden_size):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.ff = nn.Sequential(nn.Linear(hidden_size, 4 * hidden_size), nn.GELU(), nn.Linear(4 * hidden_size, hidden_size))

    def forward(self, x):
        return x + self.ff(self.norm(x))


class Encoder(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        self.blocks = nn.ModuleList(EncoderBlock(config.hidden_size) for _ in range(config.num_layers))

    def forward(self, input_ids, output_hidden_states=None, return_dict=None):
        if output_hidden_states is None:
            output_hidden_states = self.config.output_hidden_states
        if return_dict is None:
            return_dict = self.config.use_return_dict
        hidden = self.embed(input_ids)
        all_hidden = (hidden,) if output_hidden_states else None
        for block in self.blocks:
            hidden = block(hidden)
            if output_hidden_states:
                all_hidden = all_hidden + (hidden,)
        fields = {"last_hidden_state": hidden, "hidden_states": all_hidden}
        output = BaseModelOutput(**fields)
        return output if return_dict else output.to_tuple()


class EncoderForSequenceClassification(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.encoder = Encoder(config)
        self.classifier = nn.Linear(config.hidden_size, config.num_labels)

    def forward(self, input_ids, return_dict=None):
        return_dict = self.config.use_return_dict if return_dict is None else return_dict
        outputs = self.encoder(input_ids, return_dict=return_dict)
        logits = self.classifier(outputs[0][:, 0])
        if not return_dict:
            return (logits,) + tuple(outputs[1:])
        return SequenceClassifierOutput(logits=logits, hidden_states=outputs.hidden_states)
