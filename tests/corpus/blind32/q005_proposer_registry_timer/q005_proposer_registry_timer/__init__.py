from .proposers import PROPOSER_REGISTRY, register_proposer
