import logging

_FORMAT = "%(levelname)s %(asctime)s %(filename)s:%(lineno)d] %(message)s"


def init_logger(name: str) -> logging.Logger:
    logger = logging.getLogger(name)
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter(_FORMAT))
        logger.addHandler(handler)
    logger.propagate = False
    return logger
