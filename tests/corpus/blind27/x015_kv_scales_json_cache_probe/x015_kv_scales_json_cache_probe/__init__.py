from .model import QuantDecoderLayer, decode_layer
