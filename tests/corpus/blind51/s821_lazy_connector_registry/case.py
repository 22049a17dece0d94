import torch

from s821_lazy_connector_registry.config import KVTransferConfig
from s821_lazy_connector_registry.factory import ensure_kv_transfer_initialized
from s821_lazy_connector_registry.model import PrefillModel

ENTRY = "s821_lazy_connector_registry.model:PrefillModel.forward"


def inputs():
    config = KVTransferConfig(kv_connector="LayerwiseStagingConnector",
                              kv_role="kv_producer")
    ensure_kv_transfer_initialized(config)
    model = PrefillModel(kv_transfer_config=config)
    return (model, torch.randn(4, 8))
