import torch

from s822_p2p_layer_event_wait.forward_context import (AttentionMetadata,
                                                       ForwardContext,
                                                       override_forward_context)
from s822_p2p_layer_event_wait.kv_transfer_utils import set_kv_transfer_group
from s822_p2p_layer_event_wait.model import DecodeModel
from s822_p2p_layer_event_wait.p2p_connector import (P2pConnectorMetadata,
                                                     P2pLayerwiseConnector)

ENTRY = "s822_p2p_layer_event_wait.model:decode_step"


def inputs():
    model = DecodeModel()
    names = model.attention_layer_names
    connector = P2pLayerwiseConnector(names)
    metadata = P2pConnectorMetadata()
    metadata.add_request("req-0", [0, 1])
    connector.bind_connector_metadata(metadata)
    connector.start_load_kv()
    set_kv_transfer_group(connector)
    slot_mapping = torch.arange(4)
    override_forward_context(ForwardContext(
        attn_metadata={n: AttentionMetadata(slot_mapping, 4, 0) for n in names}))
    return (model, torch.randn(4, 8))
