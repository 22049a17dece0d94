from typing import Optional, Union

import torch
import torch.nn as nn

from .parallel_state import get_pp_group, initialize_pipeline_parallel
from .utils import IntermediateTensors, PPMissingLayer, make_layers


class DecoderLayer(nn.Module):
    def __init__(self, hidden_size: int, layer_id: int):
        super().__init__()
        self.layer_id = layer_id
        self.norm = nn.LayerNorm(hidden_size)
        self.mlp = nn.Sequential(nn.Linear(hidden_size, 2 * hidden_size), nn.SiLU(),
                                 nn.Linear(2 * hidden_size, hidden_size))

    def forward(self, hidden_states: torch.Tensor, residual: Optional[torch.Tensor]):
        if residual is None:
            residual = hidden_states
        else:
            residual = residual + hidden_states
        return self.mlp(self.norm(residual)), residual


class PipelinedModel(nn.Module):
    def __init__(self, vocab_size: int = 64, hidden_size: int = 8, num_layers: int = 4):
        super().__init__()
        self.pp_group = get_pp_group()
        if self.pp_group.is_first_rank:
            self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        else:
            self.embed_tokens = PPMissingLayer()
        self.start_layer, self.end_layer, self.layers = make_layers(
            num_layers, lambda idx: DecoderLayer(hidden_size, idx))
        self.norm = nn.LayerNorm(hidden_size) if self.pp_group.is_last_rank else PPMissingLayer()

    def forward(self, input_ids: torch.Tensor,
                intermediate_tensors: Optional[IntermediateTensors] = None,
                ) -> Union[torch.Tensor, IntermediateTensors]:
        if self.pp_group.is_first_rank:
            hidden_states = self.embed_tokens(input_ids)
            residual = None
        else:
            if intermediate_tensors is None:
                intermediate_tensors = IntermediateTensors(self.pp_group.recv_tensor_dict())
            hidden_states = intermediate_tensors["hidden_states"]
            residual = intermediate_tensors["residual"]
        for layer in self.layers[self.start_layer:self.end_layer]:
            hidden_states, residual = layer(hidden_states, residual)
        if not self.pp_group.is_last_rank:
            return IntermediateTensors({"hidden_states": hidden_states, "residual": residual})
        return self.norm(hidden_states + residual)


initialize_pipeline_parallel(pp_size=2, rank=0)
compiled_stage = torch.compile(PipelinedModel(), fullgraph=True)
