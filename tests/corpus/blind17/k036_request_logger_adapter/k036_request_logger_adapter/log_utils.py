import logging

_base = logging.getLogger("serving.sampler")
_base.addHandler(logging.NullHandler())


class RequestAdapter(logging.LoggerAdapter):
    def process(self, msg, kwargs):
        return f"[req={self.extra['request_id']}] {msg}", kwargs


def request_logger(request_id):
    return RequestAdapter(_base, {"request_id": request_id})
