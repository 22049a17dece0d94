from .decoding import RNNTGreedyDecoder, build_decoder
from .joint import JointNetwork, TransducerConfig
