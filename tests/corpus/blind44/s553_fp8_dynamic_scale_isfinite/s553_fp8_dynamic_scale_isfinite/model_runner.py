import torch
from torch import nn

from .quantization import get_quantization_config


class QuantLinear(nn.Module):
    def __init__(self, in_features, out_features, quant_config, prefix):
        super().__init__()
        self.prefix = prefix
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class TinyQuantModel(nn.Module):
    def __init__(self, hidden, vocab, quant_config):
        super().__init__()
        self.up = QuantLinear(hidden, 2 * hidden, quant_config, "model.layers.0.mlp.up_proj")
        self.down = QuantLinear(2 * hidden, hidden, quant_config, "model.layers.0.mlp.down_proj")
        self.lm_head = QuantLinear(hidden, vocab, quant_config, "lm_head")

    def forward(self, hidden_states):
        h = hidden_states + self.down(torch.relu(self.up(hidden_states)))
        return self.lm_head(h)


class ModelRunner:
    def __init__(self, quantization="fp8", hidden=8, vocab=16):
        quant_config = get_quantization_config(quantization)()
        self.model = TinyQuantModel(hidden, vocab, quant_config)

    def forward_decode(self, hidden_states):
        logits = self.model(hidden_states)
        return logits.argmax(-1), logits


runner = ModelRunner()
decode_step = torch.compile(runner.forward_decode, fullgraph=True)
