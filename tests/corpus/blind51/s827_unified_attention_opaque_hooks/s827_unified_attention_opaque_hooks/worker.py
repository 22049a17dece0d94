import torch

from .kv_transfer import LMCacheStyleConnector, set_kv_transfer_group
from .model import QwenModel


class GPUModelRunner:

    def __init__(self) -> None:
        self.model = QwenModel()
        layer_names = [blk.attn.layer_name for blk in self.model.layers]
        self.connector = LMCacheStyleConnector(layer_names)
        set_kv_transfer_group(self.connector)

    def forward_decode(self, hidden_states: torch.Tensor,
                       slot_mapping: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states, slot_mapping)


runner = GPUModelRunner()
runner.connector.bind_connector_metadata({"requests": []})
decode = torch.compile(runner.forward_decode, fullgraph=True)
