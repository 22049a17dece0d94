import torch

from z027_disabled_plugin_event_bus.model import Classifier

ENTRY = "z027_disabled_plugin_event_bus.model:compiled"


def inputs():
    return (torch.randn(4, 8),)
