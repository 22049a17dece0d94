import torch

from s826_mooncake_layerwise_sender.kv_sender import TransferInfo
from s826_mooncake_layerwise_sender.model import LlamaForCausalLM

ENTRY = "s826_mooncake_layerwise_sender.model:forward_prefill"


def inputs():
    model = LlamaForCausalLM()
    dst = [torch.zeros(16, 2, 4) for _ in range(2)]
    model.kv_sender.init(TransferInfo(
        room=7, mooncake_session_id="127.0.0.1:17778",
        dst_kv_ptrs=[t.data_ptr() for t in dst], dst_kv_indices=[0, 1, 2, 3]))
    model._peer_buffers = dst
    return (model, torch.randn(4, 8), torch.tensor([0, 1, 2, 3]), [0, 1, 2, 3])
