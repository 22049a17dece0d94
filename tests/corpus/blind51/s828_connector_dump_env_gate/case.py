import torch

from s828_connector_dump_env_gate.connector import StagingMetadata
from s828_connector_dump_env_gate.model import PrefillModel

ENTRY = "s828_connector_dump_env_gate.model:prefill_forward"


def inputs():
    metadata = StagingMetadata(slot_mapping=torch.tensor([3, 4, 5, 6]),
                               staging_slots=torch.tensor([0, 1, 2, 3]))
    return (PrefillModel(), torch.randn(4, 8), metadata)
