import torch

from .connector import Idefics3Connector, Idefics3ConnectorConfig

connector = Idefics3Connector(Idefics3ConnectorConfig()).eval()
project_image_features = torch.compile(connector.forward, fullgraph=True)
